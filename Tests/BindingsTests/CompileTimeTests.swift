import Bindings
import Testing

// Declarations that only need to compile: they pin the API's shape to SwiftUI's.

/// A view-like type that receives a binding the SwiftUI way.
private struct Toggle {
  @Binding var isOn: Bool

  func flip() { isOn.toggle() }
  var projected: Binding<Bool> { $isOn }
}

/// A custom key with its own display name.
private enum ReasonKey: TransactionKey {
  static let defaultValue: String? = nil
  static var displayName: String { "reason" }
}

private func apiShape(_ binding: Binding<[Int]>, _ optional: Binding<String?>) {
  let _: Animation = .default
  let _: [Animation] = [.linear, .easeIn, .easeOut, .easeInOut, .spring()]
  let _: [Animation] = [.linear(duration: 1), .easeIn(duration: 1), .easeOut(duration: 1), .easeInOut(duration: 1)]
  let _: Animation = .spring(response: 0.3, dampingFraction: 1).delay(1).speed(2)
  let _: Binding<[Int]> = binding.animation().animation(nil).transaction(Transaction())
  let _: Binding<Int> = binding[0]
  let _: Binding<Int> = binding.count == 0 ? .constant(0) : binding[binding.startIndex]
  let _: Binding<String>? = Binding(optional)
  let _: Binding<[Int]?> = Binding(binding)
  let _: Binding<Int> = Binding(get: { 0 }, set: { (_: Int) in })
  let _: Binding<Int> = Binding(get: { 0 }, set: { (_: Int, _: Transaction) in })
  let _: Int = withAnimation { 1 }
  let _: Int = withTransaction(Transaction(animation: nil)) { 1 }
  let _ = Toggle(isOn: .constant(true))
}

@Test("a custom key's display name appears in set keys and descriptions")
func customDisplayName() {
  var transaction = Transaction()
  transaction[ReasonKey.self] = "typing"
  #expect(transaction.setKeyNames == ["reason"])
  #expect(transaction.description == "Transaction(reason: typing)")
}

@Test("a @Binding property writes through and exposes its binding")
func bindingProperty() {
  @State var isOn = false
  let toggle = Toggle(isOn: $isOn.animation(.easeOut))
  toggle.flip()
  #expect(isOn)
  #expect(toggle.projected.transaction.animation == .easeOut)
}
