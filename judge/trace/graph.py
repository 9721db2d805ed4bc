"""The causal graph: one node per step, an edge from each cause to what it caused."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:
    import networkx as nx

    from judge.trace.ruling import Step


def causal_graph(steps: Sequence[Step]) -> nx.DiGraph:
    import networkx as nx  # not at start-up: many runs make no graph

    graph = nx.DiGraph()
    for step in steps:
        graph.add_node(step.index, rule=step.rule, text=step.text, assumed=step.assumed)
        for cause in step.causes:
            graph.add_edge(cause, step.index)
    return graph


def layered(graph: nx.DiGraph) -> list[list[int]]:
    """Nodes in columns: each step one column right of its latest cause."""
    import networkx as nx  # not at start-up: many runs make no graph

    depth: dict[int, int] = {}
    for node in nx.topological_sort(graph):
        preds = list(graph.predecessors(node))
        depth[node] = 1 + max((depth[p] for p in preds), default=-1)
    columns: list[list[int]] = [[] for _ in range(max(depth.values(), default=-1) + 1)]
    for node in sorted(depth):
        columns[depth[node]].append(node)
    return columns
