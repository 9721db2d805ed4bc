@cr111
Feature: Tokens created with abilities in quotation marks (CR 111.3), read from Oracle text

  Scenario: A token's quoted triggered ability works as its own (111.3, 603.6c)
    Given a card compiled from its Oracle text:
      """
      name: Test Pest Summons
      types: [sorcery]
      oracle: "Create a 1/1 black and green Pest creature token with \"When this token dies, you gain 1 life.\""
      """
    And a card compiled from its Oracle text:
      """
      name: Test Sting
      types: [instant]
      oracle: "Test Sting deals 1 damage to any target."
      """
    And Alice has Test Pest Summons in hand
    And Bob has Test Sting in hand
    When Alice casts Test Pest Summons and it resolves
    And Bob casts Test Sting targeting the first token Test Pest Summons created and it resolves
    Then Alice has 21 life
    And Alice controls 0 tokens

  Scenario: A token's quoted static ability: it can't block
    Given a card compiled from its Oracle text:
      """
      name: Test Rat Pack
      types: [sorcery]
      oracle: "Create a 1/1 black Rat creature token with \"This token can't block.\""
      """
    And Alice has Test Rat Pack in hand
    When Alice casts Test Rat Pack and it resolves
    Then the first token Test Rat Pack created has this can't block

  Scenario: An enchantment creature token is both an enchantment and a creature (111.4)
    Given a card compiled from its Oracle text:
      """
      name: Test Worship
      types: [sorcery]
      oracle: "Create a 2/2 blue Bird enchantment creature token with flying."
      """
    And Alice has Test Worship in hand
    When Alice casts Test Worship and it resolves
    Then the type line of the first token Test Worship created is "enchantment creature — Bird"
    And the first token Test Worship created has flying
