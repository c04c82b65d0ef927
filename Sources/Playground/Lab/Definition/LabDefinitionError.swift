/// Why a lab definition is refused (status 422): a sentence naming the step and, where there is
/// a choice, the valid ones.
struct LabDefinitionError: Error, Equatable {
  var message: String
}
