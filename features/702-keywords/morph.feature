@cr702
Feature: Morph: face-down creatures (CR 702.37, 708)

  A card with morph can be cast face down for {3} as a 2/2 creature with no name, text,
  subtypes or mana cost (708.2a). Its controller may turn it face up any time they have
  priority by paying its morph cost: a special action that doesn't use the stack (116.2b).

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Morph Bear
      types: [creature]
      subtypes: [Bear]
      power: 4
      toughness: 4
      oracle: "Trample\nWhen this creature enters, you gain 3 life.\nMorph {2}{G}"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Megamorph Angel
      types: [creature]
      subtypes: [Angel]
      power: 3
      toughness: 3
      oracle: "Flying\nWhen this creature is turned face up, you gain 2 life.\nMegamorph {3}{W}"
      """

  Scenario: Cast face down, it is a nameless 2/2 with no abilities, and its enters ability doesn't trigger (708.3)
    Given Alice has Test Morph Bear in hand
    When Alice casts Test Morph Bear face down and it resolves
    Then Test Morph Bear is 2/2
    And Test Morph Bear does not have trample
    And Alice has 20 life
    And the ruling cites CR 702.37a

  Scenario: Turned face up, it has its own characteristics, and "enters" abilities don't trigger (708.8)
    Given Alice controls Test Morph Bear with its face down
    When Alice turns Test Morph Bear face up
    Then Test Morph Bear is 4/4
    And Test Morph Bear has trample
    And Alice has 20 life
    And the ruling cites CR 116.2b

  Scenario: Megamorph adds a +1/+1 counter, and "when turned face up" triggers (702.37b)
    Given Alice controls Test Megamorph Angel with its face down
    When Alice turns Test Megamorph Angel face up
    And all players pass priority until the stack is empty
    Then Test Megamorph Angel is 4/4
    And Test Megamorph Angel has flying
    And Alice has 22 life

  Scenario: A card without morph can't be cast face down (702.37d)
    Given Alice has Grizzly Bears in hand
    When Alice casts Grizzly Bears face down and it resolves
    Then that is not allowed, by CR 702.37a

  Scenario: Only its controller may turn it face up
    Given Alice controls Test Morph Bear with its face down
    When Bob turns Test Morph Bear face up
    Then that is not allowed, by CR 702.37e

  Scenario: A face-down creature is an ordinary 2/2 in combat
    Given it is Alice's turn
    And Alice controls Test Morph Bear with its face down
    When Alice attacks with Test Morph Bear and combat ends
    Then Bob has 18 life

  Scenario: A face-down disguised creature has ward {2}, and loses it face up (702.168a)
    Given a card compiled from its Oracle text:
      """
      name: Test Disguised Knight
      types: [creature]
      subtypes: [Knight]
      power: 3
      toughness: 2
      oracle: "First strike\nDisguise {1}{W}"
      """
    And Alice controls Test Disguised Knight with its face down
    And Bob controls Grizzly Bears
    When all players pass priority until the stack is empty
    Then Test Disguised Knight has ward {2}
    When Alice turns Test Disguised Knight face up
    Then Test Disguised Knight has first strike
    And Test Disguised Knight does not have ward {2}
    And the ruling cites CR 702.168d

  Scenario: A morph cost other than mana is paid as the permanent is turned face up (702.37e)
    Given a card compiled from its Oracle text:
      """
      name: Test Gathan Raider
      types: [creature]
      power: 5
      toughness: 5
      oracle: "Morph—Discard a card."
      """
    And Alice controls Test Gathan Raider with its face down
    And Alice has Grizzly Bears in hand
    When Alice turns Test Gathan Raider face up
    Then Grizzly Bears is in Alice's graveyard
    And Test Gathan Raider is 5/5

  Scenario: Without a card to discard, it can't be turned face up (118.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Gathan Raider
      types: [creature]
      power: 5
      toughness: 5
      oracle: "Morph—Discard a card."
      """
    And Alice controls Test Gathan Raider with its face down
    When Alice turns Test Gathan Raider face up
    Then that is not allowed, by CR 118.3
