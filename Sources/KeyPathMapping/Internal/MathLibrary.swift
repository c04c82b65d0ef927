// `rounded(_:)` on `Float` and `Double` lowers to C math functions (`round`, `trunc`, ...). A
// program that imports only this module would otherwise fail to link on Linux; importing the
// C library records the dependency on libm in this module's objects.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
