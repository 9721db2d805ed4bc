"""Pictures for the HTML report, drawn as inline SVG (no external resources)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from judge.engine.layers import DependencyGraph
from judge.trace.graph import layered
from judge.trace.ruling import Ruling

if TYPE_CHECKING:
    import networkx as nx

COLUMN, ROW, WIDTH, HEIGHT, MARGIN = 196, 60, 160, 42, 16
LABEL = 22  # the characters a box's line holds; its hover title tells the whole step


@dataclass(frozen=True)
class Node:
    id: str
    label: str
    title: str
    words: str  # a second line: what happened, in a few words
    x: int
    y: int
    assumed: bool = False
    replaced: bool = False


@dataclass(frozen=True)
class Edge:
    x1: int
    y1: int
    x2: int
    y2: int


@dataclass(frozen=True)
class Picture:
    width: int
    height: int
    nodes: tuple[Node, ...]
    edges: tuple[Edge, ...]


# a graph's nodes are step numbers or effect ids; networkx keeps them untyped
def _picture(graph: nx.DiGraph, columns: list[list[Any]], label: Callable[[Any], str],
             title: Callable[[Any], str], assumed: Callable[[Any], bool],
             words: Callable[[Any], str],
             replaced: Callable[[Any], bool] = lambda n: False) -> Picture:
    pos = {}
    for c, column in enumerate(columns):
        for r, node in enumerate(column):
            pos[node] = (MARGIN + c * COLUMN, MARGIN + r * ROW)
    nodes = tuple(Node(str(n), label(n), title(n), _fit(words(n)), x, y, assumed(n), replaced(n))
                  for n, (x, y) in pos.items())
    edges = tuple(Edge(pos[a][0] + WIDTH, pos[a][1] + HEIGHT // 2,
                       pos[b][0], pos[b][1] + HEIGHT // 2)
                  for a, b in sorted(graph.edges))
    width = MARGIN * 2 + max(1, len(columns)) * COLUMN
    height = MARGIN * 2 + max((len(c) for c in columns), default=1) * ROW
    return Picture(width, height, nodes, edges)


def _fit(text: str) -> str:
    return text if len(text) <= LABEL else text[:LABEL - 1].rstrip() + "…"


def causal_picture(r: Ruling) -> Picture:
    steps = {s.index: s for s in r.steps}
    return _picture(
        r.graph, layered(r.graph),
        label=lambda n: f"{n}. CR {steps[n].rule}",
        title=lambda n: steps[n].text,
        assumed=lambda n: steps[n].assumed,
        words=lambda n: steps[n].headline,
        replaced=lambda n: steps[n].replaced)


def dependency_picture(g: DependencyGraph) -> Picture:
    import networkx as nx  # not at start-up: many runs make no graph

    graph = nx.DiGraph()
    graph.add_nodes_from(i for i, _, _ in g.effects)
    # draw each edge from what is applied first to what waits for it
    graph.add_edges_from((b, a) for a, b in g.edges)
    described = {i: (d, ts) for i, d, ts in g.effects}
    return _picture(
        graph, layered(graph),
        label=lambda n: f"{n} (ts {described[n][1]})",
        title=lambda n: described[n][0],
        assumed=lambda n: False,
        words=lambda n: described[n][0])
