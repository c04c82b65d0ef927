import Bindings
import Foundation
import Testing

@Suite("Animation")
struct AnimationTests {
  @Test("presets use the default duration and differ from each other")
  func presets() {
    #expect(Animation.default == .easeInOut)
    #expect(Animation.linear.curve == .linear(duration: Animation.defaultDuration))
    let presets: Set<Animation> = [.linear, .easeIn, .easeOut, .easeInOut, .spring()]
    #expect(presets.count == 5)
    #expect(Animation.easeIn(duration: 1) != .easeIn)
  }

  @Test("delay and speed modify a copy")
  func modifiers() {
    let animation = Animation.easeOut.delay(0.2).speed(2)
    #expect(animation.delay == 0.2)
    #expect(animation.speed == 2)
    #expect(Animation.easeOut.delay == 0)
    #expect(animation != .easeOut)
  }

  @Test("descriptions are Swift-like and stable")
  func descriptions() {
    #expect(Animation.easeIn.description == "easeIn(duration: 0.35)")
    #expect(
      Animation.linear(duration: 1).delay(0.5).speed(2).description == "linear(duration: 1.0).delay(0.5).speed(2.0)")
    #expect(Animation.spring().description == "spring(response: 0.55, dampingFraction: 0.825)")
  }

  @Test("timed curves encode to the flat JSON shape")
  func encodesTimedCurve() throws {
    let json = try encodeSorted(Animation.easeInOut(duration: 0.5).delay(0.1))
    #expect(json == #"{"curve":"easeInOut","delay":0.1,"duration":0.5,"speed":1}"#)
  }

  @Test("springs encode response and damping instead of a duration")
  func encodesSpring() throws {
    let json = try encodeSorted(Animation.spring(response: 0.4, dampingFraction: 0.6).speed(2))
    #expect(json == #"{"curve":"spring","dampingFraction":0.6,"delay":0,"response":0.4,"speed":2}"#)
  }

  @Test(
    "every preset decodes back to itself",
    arguments: [
      Animation.linear, .easeIn, .easeOut, .easeInOut.delay(1), .spring(response: 1, dampingFraction: 0.5).speed(3),
    ])
  func roundTrip(_ animation: Animation) throws {
    let data = try JSONEncoder().encode(animation)
    #expect(try JSONDecoder().decode(Animation.self, from: data) == animation)
  }

  @Test(
    "decoding fills in what is missing, as the playground's contract reads it",
    arguments: [
      (#"{"curve":"linear","duration":2}"#, Animation.linear(duration: 2)),
      (#"{"curve":"linear"}"#, .linear),
      (#"{"curve":"default","delay":1}"#, Animation.default.delay(1)),
      (#"{"curve":"default","duration":2}"#, .default),
      (#"{"curve":"spring"}"#, .spring()),
      (#"{"curve":"spring","dampingFraction":1,"speed":2}"#, Animation.spring(dampingFraction: 1).speed(2)),
      (#"{"curve":"easeIn","response":0.4}"#, .easeIn),
    ])
  func decodingDefaults(text: String, expected: Animation) throws {
    #expect(try JSONDecoder().decode(Animation.self, from: Data(text.utf8)) == expected)
  }

  @Test(
    "decoding refuses unknown curves and members and numbers out of range, naming them",
    arguments: [
      (#"{"curve":"bounce","duration":2}"#, "bounce"),
      (#"{"duration":2}"#, "curve"),
      (#"{"curve":"linear","curvature":2}"#, "curvature"),
      (#"{"curve":"linear","duration":-1}"#, "at least 0"),
      (#"{"curve":"easeIn","dampingFraction":-1}"#, "at least 0"),
      (#"{"curve":"linear","speed":0}"#, "above 0"),
      (#"{"curve":"linear","delay":"soon"}"#, "delay"),
      (#"{"curve":"easeIn","dampingFraction":null}"#, "dampingFraction"),
      (#"{"curve":"linear","duration":null}"#, "duration"),
    ])
  func decodingRefuses(text: String, mentions: String) {
    let error = #expect(throws: DecodingError.self) { try JSONDecoder().decode(Animation.self, from: Data(text.utf8)) }
    #expect(String(describing: error).contains(mentions), "\(String(describing: error))")
  }

  @Test("every curve name decodes")
  func curveNames() throws {
    for name in Animation.curveNames {
      #expect(throws: Never.self) {
        try JSONDecoder().decode(Animation.self, from: Data(#"{"curve":"\#(name)"}"#.utf8))
      }
    }
  }
}
