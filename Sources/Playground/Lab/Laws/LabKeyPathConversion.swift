import KeyPathMapping

/// A key path seen as a conversion, so that `KeyPathMappingTesting.checkRoundTrip` checks exactly
/// what a binding derived through it does: read the member at the key path, write it back there.
///
/// A step's key path is `\In.[convert: conversion]` (or its getter, setter or hook form) and a
/// chain's is those appended, so the laws are checked on the very subscripts a write goes
/// through, hooks and rejections included.
@available(SwiftStdlib 6.2, *)
struct LabKeyPathConversion<Root, Member>: MutatingConversionMapping {
  let path: WritableKeyPath<Root, Member>

  func extract(from root: Root) -> Member { root[keyPath: path] }

  func embed(_ member: Member, in root: inout Root) { root[keyPath: path] = member }
}
