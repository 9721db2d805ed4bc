"""The rules engine: game state, events, and one module per CR area."""
