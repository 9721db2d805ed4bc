@cr702
Feature: Protection (CR 702.16) and indestructible (CR 702.12)

  Scenario: Protection from a color makes a permanent an illegal target (702.16b)
    Given Alice controls Black Knight
    And Bob has cast Swords to Plowshares targeting Black Knight
    When all players pass priority until the stack is empty
    Then Black Knight is on the battlefield
    And the ruling cites CR 702.16b

  Scenario: Protection prevents damage from a source of that color (702.16e)
    Given Alice controls Soltari Priest
    And Bob has cast Pyroclasm
    When all players pass priority until the stack is empty
    Then Soltari Priest is on the battlefield
    And Soltari Priest has 0 damage marked on it
    And the ruling cites CR 702.16e

  Scenario: Indestructible permanents aren't destroyed (702.12b)
    Given Alice controls Darksteel Myr
    And Bob has cast Murder targeting Darksteel Myr
    When all players pass priority until the stack is empty
    Then Darksteel Myr is on the battlefield
    And the ruling cites CR 702.12b

  Scenario: Wrath of God destroys everything that isn't indestructible
    Given Alice controls Darksteel Myr
    And Alice controls Grizzly Bears
    And Bob controls Serra Angel
    And Bob has cast Wrath of God
    When all players pass priority until the stack is empty
    Then Darksteel Myr is on the battlefield
    And Grizzly Bears is in Alice's graveyard
    And Serra Angel is in Bob's graveyard

  Scenario: "Protection from the chosen color" uses the color chosen as it entered (607.2d)
    Given Alice has Voice of All in hand
    And Bob has Lightning Bolt in hand
    And the color chosen for Voice of All is red
    When Alice casts Voice of All and it resolves
    And Bob casts Lightning Bolt targeting Voice of All and it resolves
    Then that is not allowed, by CR 702.16b

  Scenario: "Protection from black and from red" is protection from each color (702.16a)
    Given a card compiled from its Oracle text:
      """
      name: Test Champion
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Protection from black and from red"
      """
    And Alice controls Test Champion
    And Bob has cast Lightning Bolt targeting Test Champion
    When all players pass priority until the stack is empty
    Then Test Champion has 0 damage marked on it
    And Test Champion has protection from black
    And Test Champion has protection from red
