"""Rendering a ruling: text, Markdown, JSON and a self-contained HTML report."""
