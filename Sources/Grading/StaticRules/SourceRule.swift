public import LessonKit
import SwiftParser
import SwiftSyntax
import TutorSupport

/// One static rule, as swift-format's `Rule`: a type that finds its violations in a student's
/// parsed file and owns what it says — its ``StaticRule`` (the name reports give it, whether
/// breaking it refuses the file, its title) and its `Message` constructors, all in its own file.
/// ``StaticRules/all`` is the registry the checker runs; the README's "Adding a static rule" is
/// the recipe.
protocol SourceRule: Sendable {
  /// Every place `file` breaks the rule, under the exercise's `file.options`.
  static func violations(in file: RuleFile) -> [RuleViolation]
}

/// What the exercise asks of a file (`exercise.yaml`'s rules), read by the rules that have an
/// option; a rule without one (the refusals) ignores it.
public struct RuleOptions: Sendable {
  /// `forbid:`.
  public var forbid: [ForbiddenConstruct] = []
  /// `require:`.
  public var require: [RequiredConstruct] = []
  /// `forbid-api:` (`MealKit.Meal`).
  public var forbiddenAPIs: [String] = []
  /// `classes:`.
  public var classes: [String] = []
  /// The names the exercise's checks use and its solution declares (``ShadowRule``); `nil`
  /// when the grading does not know them.
  public var shadowing: ShadowRule.Names?

  /// The options; each left out is empty.
  public init(
    forbid: [ForbiddenConstruct] = [], require: [RequiredConstruct] = [],
    forbiddenAPIs: [String] = [], classes: [String] = [], shadowing: ShadowRule.Names? = nil
  ) {
    self.forbid = forbid
    self.require = require
    self.forbiddenAPIs = forbiddenAPIs
    self.classes = classes
    self.shadowing = shadowing
  }
}

/// A student's file as the rules read it: parsed once, with the walks several rules share made
/// once, on first use.
final class RuleFile {
  /// The syntax tree.
  let tree: SourceFileSyntax
  /// Lines and columns of the tree's nodes.
  let converter: SourceLocationConverter
  /// What the exercise asks.
  let options: RuleOptions
  /// The language of the violations' messages.
  let language: Language

  /// Parses `source`.
  init(_ source: String, options: RuleOptions, language: Language) {
    tree = Parser.parse(source: source)
    converter = SourceLocationConverter(fileName: "", tree: tree)
    self.options = options
    self.language = language
  }

  /// The forbidden and required constructs, with their lines (``ConstructFinder``).
  private(set) lazy var constructs: ConstructFinder = {
    let finder = ConstructFinder(tree: tree, converter: converter)
    finder.walk(tree)
    return finder
  }()

  /// Declarations, attributes, operators and directives (``TamperFinder``).
  private(set) lazy var declarations: TamperFinder = {
    let finder = TamperFinder(converter: converter)
    finder.walk(tree)
    return finder
  }()
}
