// swift-format-ignore-file
// The advisor's test corpus (unformatted on purpose: input as apps write it): every category, every `none` reason, and text that only looks
// like a call. A line that holds a call ends with an expect comment: category (`!` when not exact),
// then the suggestion, or for `none` a dash and a phrase of the reason.
import SwiftUI

struct SettingsView: View {
  @State private var effort = 3
  @State private var volume: Double = 0.5
  @State private var progress: Float = 0.25
  @State private var rating = 2.0
  @State private var small: Int8 = 4
  @State private var nickname: String? = nil
  @State private var limit: Int? = nil
  @State private var selection: String? = nil
  @State private var toppings: Set<String> = []
  @State private var tagList: [String] = []
  @State private var scores = [10, 20, 30]
  @State private var age = 30
  @State private var weight = 70.0
  @State private var name = ""
  @State private var first = ""
  @State private var last = ""
  @State private var isOn = false
  @State private var detail: Int? = nil
  @State private var notes: [String: String] = [:]
  @Bindable var model: Model
  var store: Store
  let index = 1
  let topping = "olives"

  var body: some View {
    // Binding(get: { Double(effort) }, set: { effort = Int($0) }) in a comment is not a call.
    /* Binding(get: { name }, set: { name = $0 }) in a block comment is not one either. */
    let looksLikeACall = "Binding(get: { name }, set: { name = $0 })"
    let alsoText = """
      Binding(get: { effort }, set: { effort = $0 })
      """
    VStack {
      TextField("Name", text: Binding(get: { name }, set: { name = $0 }))  // expect: keyPath $name
      TextField("Title", text: Binding(get: { self.model.title }, set: { self.model.title = $0 }))  // expect: keyPath $model.title
      TextField("Note", text: Binding(get: { notes[name, default: ""] }, set: { notes[name] = $0 }))  // expect: keyPath $notes[name, default: ""]
      Slider(value: Binding(get: { Double(effort) }, set: { effort = Int($0) }))  // expect: convert $effort[convert: .to(Double.self)]
      Slider(value: Binding<Double>(get: { Double(effort) }, set: { effort = Int($0.rounded()) }))  // expect: convert $effort[convert: .to(Double.self, rounding: .toNearestOrAwayFromZero)]
      Stepper("Rating", value: Binding(get: { Int(rating) }, set: { rating = Double($0) }))  // expect: convert $rating[convert: .to(Int.self)]
      Slider(value: Binding(get: { Double(progress) }, set: { progress = Float($0) }))  // expect: convert! $progress[convert: .to(Double.self)]
      Slider(value: Binding(get: { min(max(volume, 0), 1) }, set: { volume = min(max($0, 0), 1) }))  // expect: convert $volume[convert: .clamped(to: 0...1)]
      Stepper("Small", value: Binding(get: { Int(small) }, set: { small = Int8($0) }))  // expect: convert $small[convert: .to(Int.self)]
      TextField("Nickname", text: Binding(get: { nickname ?? "" }, set: { nickname = $0 }))  // expect: unwrapped $nickname[convert: .unwrapped(with: "", aggressive: true)]
      Picker("Selection", selection: Binding(get: { selection ?? "none" }, set: { selection = $0 })) {  // expect: unwrapped! $selection[convert: .unwrapped(with: "none")]
        Text("none")
      }
      Slider(value: Binding(get: { Double(limit ?? 0) }, set: { limit = Int($0) }))  // expect: chain $limit[convert: .unwrapped(with: 0, aggressive: true)][convert: .to(Double.self)]
      Stepper(  // the call starts on the next line
        "Score",
        value: Binding(  // expect: safeIndex $scores[convert: .safeIndex(index)][convert: .unwrapped(with: 0)]
          get: { scores.indices.contains(index) ? scores[index] : 0 },
          set: { newScore in
            if scores.indices.contains(index) { scores[index] = newScore }
          }
        )
      )
      Toggle(
        "Olives",
        isOn: Binding {  // expect: contains $toppings[convert: .contains(topping)]
          toppings.contains(topping)
        } set: { on in
          if on { toppings.insert(topping) } else { toppings.remove(topping) }
        })
      Toggle(
        "Tag",
        isOn: Binding.init(  // expect: none - is an Array
          get: { tagList.contains(topping) },
          set: { if $0 { tagList.append(topping) } else { tagList.removeAll { $0 == topping } } }))
      TextField("Age", text: Binding(get: { String(age) }, set: { if let value = Int($0) { age = value } }))  // expect: parsed $age[convert: .parsed()]
      TextField("Weight", text: Binding(get: { "\(weight)" }, set: { weight = Double($0) ?? 0 }))  // expect: parsed $weight[convert: .parsed(fallback: 0)]
      Toggle("Always", isOn: Binding(get: { true }, set: { _ in }))  // expect: constant Binding.constant(true)
      Toggle("Mirror", isOn: Binding(get: { isOn }, set: { _ in }))  // expect: constant! Binding.constant(isOn)
      TextField(
        "Logged",
        text: Binding(  // expect: hook $name[setter: .onDidSet { _ in print("renamed") }]
          get: { name },
          set: {
            name = $0
            print("renamed")
          }))
      TextField(
        "Saved",
        text: Binding(  // expect: hook! $name[setter: .onDidSet { _ in save() }]
          get: { name },
          set: {
            name = $0
            save()
          }))
      TextField(
        "Audited",
        text: Binding(  // expect: hook $name[setter: .onWillSet { newName in audit(newName) }]
          get: { name },
          set: { newName in
            audit(newName)
            name = newName
          }))
      TextField(
        "Changed",
        text: Binding(  // expect: hook! $name[setter: .onChange { old, newName in log(old, newName) }]
          get: { name },
          set: { newName in
            let old = name
            name = newName
            log(old, newName)
          }))
      TextField(
        "Full",
        text: Binding(  // expect: none - several properties
          get: { first + " " + last },
          set: {
            first = $0
            last = ""
          }))
      TextField("Key", text: Binding(get: { store.value(for: "key") }, set: { store.set($0, for: "key") }))  // expect: none - a method with arguments
      Toggle(
        "Sync",
        isOn: Binding(  // expect: none - async work
          get: { isOn },
          set: { value in
            isOn = value
            Task { await store.sync() }
          }))
      Toggle("Sheet", isOn: Binding(get: { detail != nil }, set: { if !$0 { detail = nil } }))  // expect: none - presence of an optional
      Toggle("Animated", isOn: Binding(get: { isOn }, set: { value, transaction in isOn = value }))  // expect: none - takes the transaction
      Toggle("Passed", isOn: Binding(get: readFlag, set: writeFlag))  // expect: none - not a closure
      Slider(value: Binding(get: { volume * 100 }, set: { volume = $0 / 100 }))  // expect: none - arithmetic
      Toggle("Positive", isOn: Binding(get: { effort > 0 }, set: { if $0 { effort = 1 } }))  // expect: none - under a condition
      Slider(
        value: Binding(  // expect: none - several statements
          get: {
            let level = effort
            return Double(level)
          }, set: { effort = Int($0) }))
      Toggle("Read", isOn: Binding(get: { isOn }, set: { _ in store.reset() }))  // expect: none - ignores the value
    }
  }

  func dismiss() { selection = nil }
  func save() {}
  func audit(_ name: String) {}
  func log(_ old: String, _ new: String) {}
  func readFlag() -> Bool { isOn }
  func writeFlag(_ value: Bool) { isOn = value }
}
