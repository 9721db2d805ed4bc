@cr303
Feature: An Aura or Equipment put onto the battlefield attached (CR 303.4f, 303.4i, 301.5e)

  An Aura put onto the battlefield other than by resolving as a spell is attached to what the
  effect names, which it doesn't target (303.4f). If it couldn't legally enchant that object,
  or there is none, it stays where it was (303.4i). An Equipment enters unattached instead
  (301.5e).

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Dragon Fangs
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nEnchanted creature gets +1/+1 and has trample.\nWhen a creature with mana value 6 or greater enters, you may return this card from your graveyard to the battlefield attached to that creature."
      """

  Scenario: An Aura returns from the graveyard attached to the creature that entered (303.4f)
    Given Alice has Test Dragon Fangs in her graveyard
    And Alice has Craw Wurm in hand
    And Alice chooses to use Test Dragon Fangs's optional ability
    When Alice casts Craw Wurm and it resolves
    Then Test Dragon Fangs is attached to Craw Wurm
    And Craw Wurm is 7/5
    And Craw Wurm has trample
    And the ruling cites CR 303.4f

  Scenario: The creature left before the trigger resolved: the Aura stays in the graveyard (303.4i)
    Given Alice has Test Dragon Fangs in her graveyard
    And Alice has Craw Wurm in hand
    And Bob has Murder in hand
    When Alice casts Craw Wurm and only it resolves
    And Bob casts Murder targeting Craw Wurm and it resolves
    Then Craw Wurm is in Alice's graveyard
    And Test Dragon Fangs is in Alice's graveyard
    And the ruling cites CR 303.4i

  Scenario: An Aura that couldn't enchant the creature stays in the graveyard (303.4i, 702.5a)
    Given a card compiled from its Oracle text:
      """
      name: Test Loyal Shroud
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature you control\nEnchanted creature has flying.\nWhenever a creature enters, you may return this card from your graveyard to the battlefield attached to that creature."
      """
    And it is Bob's turn
    And Alice has Test Loyal Shroud in her graveyard
    And Bob has Grizzly Bears in hand
    And Alice chooses to use Test Loyal Shroud's optional ability
    When Bob casts Grizzly Bears and it resolves
    Then Test Loyal Shroud is in Alice's graveyard
    And Grizzly Bears does not have flying
    And the ruling cites CR 303.4i

  Scenario: An Equipment whose creature left enters unattached (301.5e)
    Given a card compiled from its Oracle text:
      """
      name: Test Dragon Blade
      types: [artifact]
      subtypes: [Equipment]
      oracle: "Equipped creature gets +2/+0.\nEquip {2}\nWhen a creature with mana value 6 or greater enters, you may return this card from your graveyard to the battlefield attached to that creature."
      """
    And Alice has Test Dragon Blade in her graveyard
    And Alice has Craw Wurm in hand
    And Bob has Murder in hand
    When Alice casts Craw Wurm and only it resolves
    And Bob casts Murder targeting Craw Wurm and it resolves
    Then Test Dragon Blade is on the battlefield
    And Test Dragon Blade is not attached to anything
    And the ruling cites CR 301.5e

  Scenario: An Equipment returns from the graveyard equipping the creature that entered
    Given a card compiled from its Oracle text:
      """
      name: Test Dragon Blade
      types: [artifact]
      subtypes: [Equipment]
      oracle: "Equipped creature gets +2/+0.\nEquip {2}\nWhen a creature with mana value 6 or greater enters, you may return this card from your graveyard to the battlefield attached to that creature."
      """
    And Alice has Test Dragon Blade in her graveyard
    And Alice has Craw Wurm in hand
    When Alice casts Craw Wurm and it resolves
    Then Test Dragon Blade is attached to Craw Wurm
    And Craw Wurm is 8/4

  Scenario: A target Equipment card returns attached to the creature whose ability it is
    Given a card compiled from its Oracle text:
      """
      name: Test Snuffler
      types: [artifact, creature]
      power: 4
      toughness: 4
      oracle: "When this creature enters, return target Equipment card from your graveyard to the battlefield attached to this creature."
      """
    And Alice has Bonesplitter in her graveyard
    And Alice has Test Snuffler in hand
    And Test Snuffler's triggered abilities target Bonesplitter
    When Alice casts Test Snuffler and it resolves
    Then Bonesplitter is attached to Test Snuffler
    And Test Snuffler is 6/4
