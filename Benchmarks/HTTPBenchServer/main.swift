// The Swift side of the HTTP load benchmark (scripts/benchmark-http).
// Usage: http-bench-server [--port N] [--threads N] [--connection-memory BYTES] [--access-log]
// Prints "listening on <port>" once ready; stops on SIGINT or SIGTERM with exit status 0.
import HTTPServer

if #available(SwiftStdlib 6.2, *) {
  let configuration = BenchmarkOptions.parse(CommandLine.arguments)
  try Server.run(router: BenchmarkRoutes.make(), configuration: configuration) { server in
    BenchmarkOptions.announce(port: server.port)
  }
} else {
  fatalError("the HTTP server needs the Swift 6.2 runtime")
}
