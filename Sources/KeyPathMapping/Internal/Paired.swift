/// A conversion assembled from an independent read side and write side: the storage of every
/// `.inline` conversion, whose two closures are given separately.
@usableFromInline
struct Paired<Extraction: ExtractingMapping, Embedding: Hashable>: ExtractingMapping, CustomStringConvertible {
  @usableFromInline let extraction: Extraction
  @usableFromInline let embedding: Embedding

  @usableFromInline
  init(_ extraction: Extraction, _ embedding: Embedding) {
    self.extraction = extraction
    self.embedding = embedding
  }

  @inlinable
  func extract(from root: Extraction.Root) -> Extraction.Member {
    extraction.extract(from: root)
  }

  @usableFromInline
  var description: String {
    let read = String(describing: extraction)
    let write = String(describing: embedding)
    return read == write ? read : "getter: \(read), setter: \(write)"
  }
}

extension Paired: MutatingEmbeddingMapping, MutatingConversionMapping
where
  Embedding: MutatingEmbeddingMapping,
  Embedding.Root == Extraction.Root, Embedding.Member == Extraction.Member
{
  @inlinable
  func embed(_ member: Extraction.Member, in root: inout Extraction.Root) {
    embedding.embed(member, in: &root)
  }
}

extension Paired: NonMutatingEmbeddingMapping, NonMutatingConversionMapping
where
  Embedding: NonMutatingEmbeddingMapping,
  Embedding.Root == Extraction.Root, Embedding.Member == Extraction.Member
{
  @inlinable
  func embed(_ member: Extraction.Member, in root: Extraction.Root) {
    embedding.embed(member, in: root)
  }
}
