"""Auditing a game record (`judge audit`): the players' account of a game, replayed under the
rules, and the places it leaves them."""
