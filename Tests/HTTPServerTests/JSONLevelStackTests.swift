// @testable because the encoder's level stack is internal.
@testable import HTTPServer
import Testing

@Suite("JSON level stack")
struct JSONLevelStackTests {
  /// The bottom level lives inline, the rest in an array: both must read, change and pop alike.
  @Test func levelsAboveTheInlineOneBehaveLikeIt() {
    var stack = JSONLevelStack()
    #expect(stack.isEmpty)
    for token in 1...3 {
      stack.append(JSONStreamState.Level(token: token, isValue: token == 1, content: .empty))
    }
    #expect(stack.indices == 0..<3)
    for index in stack.indices { stack[index].count = 10 * (index + 1) }
    #expect(stack.indices.map { stack[$0].count } == [10, 20, 30])
    #expect(stack.removeLast().token == 3)
    #expect(stack.removeLast().token == 2)
    stack.append(JSONStreamState.Level(token: 4, isValue: false, content: .array))
    #expect(stack[1].token == 4 && stack[1].count == 0)
    #expect(stack.removeLast().token == 4)
    #expect(stack.removeLast().token == 1)
    #expect(stack.isEmpty)
  }
}
