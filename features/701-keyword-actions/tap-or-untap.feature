@cr701
Feature: "Tap or untap target permanent": which of the two, chosen as it resolves (CR 701.21, 608.2d)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Twiddle
      types: [instant]
      oracle: "Tap or untap target permanent."
      """
    And Alice has Test Twiddle in hand
    And Alice controls Forest

  Scenario: Not told which, a tapped permanent is untapped, assumed
    Given Forest is tapped
    When Alice casts Test Twiddle targeting Forest and it resolves
    Then Forest is untapped
    And the ruling marks whether to tap or untap Forest as assumed
    And the ruling cites CR 608.2d

  Scenario: Not told which, an untapped permanent is tapped, assumed
    Given Bob controls Grizzly Bears
    When Alice casts Test Twiddle targeting Grizzly Bears and it resolves
    Then Grizzly Bears is tapped
    And the ruling marks whether to tap or untap Grizzly Bears as assumed

  Scenario: Told to tap a permanent that is already tapped, nothing happens (701.21a)
    Given Forest is tapped
    And Test Twiddle is told to tap
    When Alice casts Test Twiddle targeting Forest and it resolves
    Then Forest is tapped
    And nothing is assumed

  Scenario: Told to untap, an untapped creature stays untapped
    Given Bob controls Grizzly Bears
    And Test Twiddle is told to untap
    When Alice casts Test Twiddle targeting Grizzly Bears and it resolves
    Then Grizzly Bears is untapped
    And nothing is assumed

  Scenario: "You may tap or untap": neither, when told so
    Given a card compiled from its Oracle text:
      """
      name: Test Puppet Strings
      types: [artifact]
      oracle: "{2}, {T}: You may tap or untap target creature."
      """
    And Alice controls Test Puppet Strings
    And Bob controls Grizzly Bears
    And Test Puppet Strings is told to neither
    When Alice activates Test Puppet Strings's first ability targeting Grizzly Bears and it resolves
    Then Grizzly Bears is untapped
    And Test Puppet Strings is tapped
    And nothing is assumed

  Scenario: Without "you may", neither isn't a choice: the default is taken, assumed
    Given Bob controls Grizzly Bears
    And Test Twiddle is told to neither
    When Alice casts Test Twiddle targeting Grizzly Bears and it resolves
    Then Grizzly Bears is tapped
    And the ruling marks whether to tap or untap Grizzly Bears as assumed
