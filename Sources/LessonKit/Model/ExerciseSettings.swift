/// A sample library an exercise links against (`uses:` in `exercise.yaml`).
public enum SampleLibrary: String, CaseIterable, Hashable, Sendable, Codable {
  /// The FoodTracker model: `Meal`, `Photo`, `MealStore`.
  case mealKit = "MealKit"
  /// The tour's class hierarchy: `NamedShape`, `Square`, ….
  case shapes = "Shapes"
}

/// Resource limits for running a submission (`limits:` in `exercise.yaml`);
/// nil fields mean the evaluator's defaults.
public struct ExerciseLimits: Hashable, Sendable, Codable {
  /// Wall-clock seconds before the run is stopped (`timeout`).
  public var timeoutSeconds: Double?
  /// CPU seconds (`cpu`).
  public var cpuSeconds: Double?
  /// Address-space limit in mebibytes (`memory-mb`).
  public var memoryMegabytes: Int?

  /// Creates limits; every field defaults to "use the evaluator's default".
  public init(timeoutSeconds: Double? = nil, cpuSeconds: Double? = nil, memoryMegabytes: Int? = nil)
  {
    self.timeoutSeconds = timeoutSeconds
    self.cpuSeconds = cpuSeconds
    self.memoryMegabytes = memoryMegabytes
  }
}
