@cr702
Feature: Bargain (CR 702.166): sacrifice an artifact, enchantment, or token as the spell is cast

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Bargained Glory
      types: [instant]
      oracle: "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nTarget creature gets +2/+2 until end of turn. If this spell was bargained, that creature also gains flying and lifelink until end of turn."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Bargained Negotiator
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nWhen this creature enters, if it was bargained, each opponent loses 3 life and you gain 3 life."
      """

  Scenario: A bargained spell sacrifices an artifact as it is cast and does more (702.166a, 702.166b)
    Given Alice controls Grizzly Bears
    And Alice controls Sol Ring
    And Alice has Test Bargained Glory in hand
    When Alice casts Test Bargained Glory bargained targeting Grizzly Bears and it resolves
    Then Sol Ring is in Alice's graveyard
    And Grizzly Bears is 4/4
    And Grizzly Bears has flying
    And Grizzly Bears has lifelink
    And the ruling cites CR 702.166b

  Scenario: Not bargained, nothing is sacrificed, and that is assumed
    Given Alice controls Grizzly Bears
    And Alice controls Sol Ring
    And Alice has Test Bargained Glory in hand
    When Alice casts Test Bargained Glory targeting Grizzly Bears and it resolves
    Then Sol Ring is on the battlefield
    And Grizzly Bears is 4/4
    And Grizzly Bears does not have flying
    And the ruling marks whether to bargain Test Bargained Glory as assumed

  Scenario: A token of any type pays for bargain (702.166a)
    Given Alice controls Grizzly Bears
    And Alice controls a token Llanowar Elves
    And Alice has Test Bargained Glory in hand
    When Alice casts Test Bargained Glory bargained targeting Grizzly Bears and it resolves
    Then Llanowar Elves no longer exists
    And Grizzly Bears has flying

  Scenario: The caster chooses which artifact, enchantment, or token to sacrifice (701.17a)
    Given Alice controls Grizzly Bears
    And Alice controls Sol Ring
    And Alice controls Ornithopter
    And Alice chooses to sacrifice Ornithopter
    And Alice has Test Bargained Glory in hand
    When Alice casts Test Bargained Glory bargained targeting Grizzly Bears and it resolves
    Then Ornithopter is in Alice's graveyard
    And Sol Ring is on the battlefield

  Scenario: With no artifact, enchantment, or token, the spell can't be bargained (118.3)
    Given Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    And Alice has Test Bargained Glory in hand
    When Alice casts Test Bargained Glory bargained targeting Grizzly Bears and it resolves
    Then that is not allowed, by CR 118.3

  Scenario: A spell without bargain can't be bargained (702.166a)
    Given Alice controls Sol Ring
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt bargained targeting Bob and it resolves
    Then that is not allowed, by CR 702.166a

  Scenario: The permanent a bargained spell became knows it was bargained (400.7d)
    Given Alice controls Sol Ring
    And Alice has Test Bargained Negotiator in hand
    When Alice casts Test Bargained Negotiator bargained and it resolves
    Then Bob has 17 life
    And Alice has 23 life

  Scenario: A permanent from a spell that wasn't bargained does nothing more
    Given Alice controls Sol Ring
    And Alice has Test Bargained Negotiator in hand
    When Alice casts Test Bargained Negotiator and it resolves
    Then Bob has 20 life
    And Sol Ring is on the battlefield

  Scenario: A spell that costs less if it's bargained (601.2f)
    Given a card compiled from its Oracle text:
      """
      name: Test Bargained Ice
      mana_cost: "{4}{U}{U}"
      types: [sorcery]
      oracle: "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nThis spell costs {2} less to cast if it's bargained.\nReturn target creature to its owner's hand."
      """
    And Alice controls Sol Ring
    And Bob controls Grizzly Bears
    And Alice has Test Bargained Ice in hand
    When Alice casts Test Bargained Ice bargained targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Bob's hand
    And the ruling says "{2}{U}{U}"

  Scenario: Not bargained, a spell that costs less if it's bargained costs its full cost
    Given a card compiled from its Oracle text:
      """
      name: Test Bargained Ice
      mana_cost: "{4}{U}{U}"
      types: [sorcery]
      oracle: "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nThis spell costs {2} less to cast if it's bargained.\nReturn target creature to its owner's hand."
      """
    And Alice controls Sol Ring
    And Bob controls Grizzly Bears
    And Alice has Test Bargained Ice in hand
    When Alice casts Test Bargained Ice targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Bob's hand
    And the ruling does not say "{2}{U}{U}"
    And Sol Ring is on the battlefield
