"""From events to an explained ruling: the causal graph, the narration, the summary."""
