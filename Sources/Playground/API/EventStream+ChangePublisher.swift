import HTTPServer

/// The journal's changes reach HTTP clients as server-sent events: the event's name, the
/// logged sequence as the event id, and the JSON text as its data.
extension EventStream: ChangePublisher {
  var hasSubscribers: Bool { subscriberCount > 0 }

  func publish(_ event: JournalEvent, sequence: Int?, data: String) {
    publish(event: event.rawValue, id: sequence.map(String.init), data: data)
  }
}
