@cr111
Feature: Tokens whose power and toughness are X (CR 111.2, 608.2h)

  Scenario: "Create an X/X token, where X is …": X read as the token is created (608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Ooze Call
      types: [sorcery]
      oracle: "Create an X/X green Ooze creature token, where X is the greatest power among creatures you control."
      """
    And Alice controls Hill Giant
    And Alice has Test Ooze Call in hand
    When Alice casts Test Ooze Call and it resolves
    Then Alice controls a token named Ooze that is 3/3 green "creature — Ooze"

  Scenario: "Create an X/X token" with the spell's X (107.3a)
    Given a card compiled from its Oracle text:
      """
      name: Test Hatch
      types: [sorcery]
      mana_cost: "{X}{G}"
      oracle: "Create an X/X green Ooze creature token."
      """
    And Alice has Test Hatch in hand
    When Alice casts Test Hatch with X = 4 and it resolves
    Then Alice controls a token named Ooze that is 4/4 green "creature — Ooze"
