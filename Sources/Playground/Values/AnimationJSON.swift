/// The JSON spelling of animations: `{"curve", "duration", "delay", "speed"}` (+ spring fields).
enum AnimationJSON {
  /// Every curve name the API accepts and reports.
  static let curveNames = ["linear", "easeIn", "easeOut", "easeInOut", "default", "spring"]
}
