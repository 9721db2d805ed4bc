"""Binds every feature file in the top-level features/ folder."""

from pytest_bdd import scenarios

scenarios(".")
