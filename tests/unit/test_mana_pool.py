"""Paying a total cost from a mana pool (CR 118.3a, 107.4b, 107.4e, 107.4f)."""

from __future__ import annotations

from collections import Counter

import pytest

from judge.engine.mana_pool import has_choice, letters, missing, plan, shown


def _pool(text: str) -> Counter[str]:
    return Counter(letters(text) or ())


def test_colored_generic_and_what_is_left():
    payment = plan(_pool("{U}{U}{R}{G}"), "{1}{U}{U}", 20, exact=False)
    assert payment is not None
    assert payment.parts == (("{1}", "{R}"), ("{U}", "{U}"), ("{U}", "{U}"))
    assert shown((_pool("{U}{U}{R}{G}") - Counter(payment.spent)).elements()) == "{G}"


def test_hybrid_takes_the_half_the_pool_can_pay():
    payment = plan(_pool("{U}{W}"), "{W/U}{W/U}", 20, exact=False)
    assert payment is not None and sorted(payment.spent) == ["U", "W"]
    assert plan(_pool("{R}{R}"), "{W/U}", 20, exact=False) is None


def test_monocolored_hybrid_paid_with_two_generic():
    payment = plan(_pool("{R}{G}"), "{2/W}", 20, exact=False)
    assert payment is not None and payment.parts == (("{2/W}", "{R}{G}"),)


def test_phyrexian_mana_first_then_life_while_life_allows():
    by_mana = plan(_pool("{B}"), "{B/P}", 20, exact=False)
    assert by_mana is not None and by_mana.spent == ("B",) and by_mana.life == 0
    by_life = plan(_pool(""), "{B/P}{B/P}", 20, exact=False)
    assert by_life is not None and by_life.life == 4
    assert plan(_pool(""), "{B/P}{B/P}", 3, exact=False) is None  # 119.4: 2, then 1 left


def test_exact_payment_spends_all_it_names():
    assert plan(_pool("{R}{G}"), "{R}", 20, exact=True) is None
    payment = plan(_pool(""), "{R/P}", 20, exact=True)
    assert payment is not None and payment.life == 2 and not payment.spent


@pytest.mark.parametrize("pool, cost, choice", [
    ("{U}{U}", "{U}{U}", False),
    ("{R}{R}{R}", "{1}{R}", False),  # any {R} is the same {R}
    ("{R}{G}{R}", "{1}{R}", True),
    ("{R}", "{R/P}", True),  # mana or 2 life
    ("", "{R/P}", False),
])
def test_a_choice_only_where_payments_differ(pool: str, cost: str, choice: bool):
    assert has_choice(_pool(pool), cost, 20) is choice


def test_what_is_missing():
    assert missing(_pool("{U}{R}"), "{U}{U}") == "it lacks {U}"
    assert missing(_pool("{U}"), "{2}{U}") == "it holds 1 mana, and the cost takes at least 3"
