@cr702
Feature: Living weapon and For Mirrodin! (CR 702.92a, 702.163a)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Batterskull
      types: [artifact]
      subtypes: [Equipment]
      oracle: "Living weapon (When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this to it.)\nEquipped creature gets +4/+4 and has vigilance and lifelink.\nEquip {5}"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Batterfist
      types: [artifact]
      subtypes: [Equipment]
      oracle: "For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel creature token, then attach this to it.)\nEquipped creature gets +1/+0.\nEquip {2}"
      """

  Scenario: The Germ enters 0/0, but the Equipment is attached before state-based actions look (702.92a)
    Given Alice has Test Batterskull in hand
    When Alice casts Test Batterskull and it resolves
    Then Alice controls 1 token
    And the first token Test Batterskull's triggered ability created is 4/4
    And Test Batterskull is attached to the first token Test Batterskull's triggered ability created

  Scenario: A Rebel token with the Equipment attached (702.163a)
    Given Alice has Test Batterfist in hand
    When Alice casts Test Batterfist and it resolves
    Then the first token Test Batterfist's triggered ability created is 3/2
