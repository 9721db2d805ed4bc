Feature: Rulings quote the rules they cite, from the user's own Comprehensive Rules file
  judge holds no sentence of the Comprehensive Rules: it cites rules by number, with a short
  title in its own words. When the user has the rules' TXT file (JUDGE_CR_FILE names it, or
  `judge rules import FILE` keeps a copy), a ruling quotes each rule it cites: in plain text
  with --rules, as footnotes in Markdown, as hover titles and an appendix in HTML, and under
  `rules` in JSON. Without one, it leaves the texts out and says how to add them.

  Scenario: Every format quotes the legend rule from the configured rules file
    Given the user's Comprehensive Rules file is configured
    And Alice controls Isamaru, Hound of Konda as "first"
    And Alice controls Isamaru, Hound of Konda as "second"
    When a player would receive priority
    Then the ruling cites CR 704.5j
    And the text ruling quotes CR 704.5j from the rules file
    And the Markdown ruling quotes CR 704.5j from the rules file
    And the HTML ruling quotes CR 704.5j from the rules file
    And the JSON ruling quotes CR 704.5j from the rules file

  Scenario: A quoted rule comes with its examples
    Given the user's Comprehensive Rules file is configured
    And Alice controls Grizzly Bears
    And Alice has Giant Growth in her hand
    When Alice casts Giant Growth targeting Grizzly Bears and it resolves
    Then the ruling cites CR 611.2c
    And the text ruling quotes the examples of CR 611.2c from the rules file
    And the Markdown ruling quotes the examples of CR 611.2c from the rules file
    And the HTML ruling quotes the examples of CR 611.2c from the rules file
    And the JSON ruling quotes the examples of CR 611.2c from the rules file

  Scenario: The copy judge rules import keeps is quoted
    Given the user imported their Comprehensive Rules file
    And Alice controls Isamaru, Hound of Konda as "first"
    And Alice controls Isamaru, Hound of Konda as "second"
    When a player would receive priority
    Then the Markdown ruling quotes CR 704.5j from the rules file

  Scenario: Without a rules file a ruling says how to add the rules' texts
    Given no Comprehensive Rules file is configured
    And Alice controls Isamaru, Hound of Konda as "first"
    And Alice controls Isamaru, Hound of Konda as "second"
    When a player would receive priority
    Then the text ruling says how to add the rules' texts
    And the Markdown ruling says how to add the rules' texts
    And the HTML ruling says how to add the rules' texts
    And the JSON ruling says how to add the rules' texts

  Scenario: A file that isn't the Comprehensive Rules is refused
    When the user imports README.md as their Comprehensive Rules file
    Then the import is refused, saying "README.md: not the Comprehensive Rules as text"
