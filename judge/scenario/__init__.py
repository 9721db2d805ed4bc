"""Scenario files: schema, loading with positions, and resolution into an engine setup."""
