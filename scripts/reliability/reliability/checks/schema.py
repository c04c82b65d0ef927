"""schemathesis against /api/openapi.json: generated requests, no 5xx, answers match the document.

Every operation runs through schemathesis except GET /api/events (an endless stream, which
schemathesis would wait on until its timeout; fanout and churn cover it) and GET /api/openapi.json
(schemathesis leaves the document it reads out of its count of operations; this check fetches and
validates it directly).
The others run through all phases (examples, coverage, fuzzing,
stateful) with these checks: not_a_server_error, status_code_conformance, content_type_conformance,
response_headers_conformance, response_schema_conformance, negative_data_rejection and
unsupported_method. positive_data_acceptance is left out on purpose: a write's value type
depends on the binding id in the path, which OpenAPI cannot tie to the body schema, so a
schema-valid body is legitimately refused for most bindings.

How many cases schemathesis generates depends on what the server answers (the stateful phase
follows the answers' links), so the same seed gave 1,372 cases against a fresh playground and 820
after the earlier checks of a full run had filled its log; 250 examples per operation keep the full
run above its 1,000 whatever ran before.

schemathesis runs with one worker. CPython 3.11 (Debian's) shares the AST constructor's recursion
counter between threads, and two workers building hypothesis strategies at once can stop
schemathesis with "SystemError: AST constructor recursion depth mismatch": a failure of the
tool, not of the server.
"""

import os
import re
import subprocess
import sys

from ..http import request

SIZES = {"full": {"examples": 250, "minimum_cases": 1000}, "ci": {"examples": 15, "minimum_cases": 100}}
CHECKS = ("not_a_server_error,status_code_conformance,content_type_conformance,response_headers_conformance,"
          "response_schema_conformance,negative_data_rejection,unsupported_method")


def run(check, target, mode):
    size = SIZES[mode]
    st = os.path.join(os.path.dirname(sys.executable), "st")
    command = [st, "run", f"http://127.0.0.1:{target.port}/api/openapi.json", "--checks", CHECKS,
               "--exclude-path", "/api/events", "--max-examples", str(size["examples"]), "--workers", "1",
               "--request-timeout", "10", "--generation-database", "none", "--no-color", "--seed", "6"]
    check.log(" ".join(command[1:]))
    result = subprocess.run(command, capture_output=True, text=True, timeout=1200,
                            cwd=os.environ.get("RELIABILITY_WORK", "/tmp"))
    output = result.stdout + result.stderr
    generated = re.search(r"(\d+) generated", output)
    selected = re.search(r"Selected: (\d+)/(\d+)", output)
    tested = re.search(r"Tested: (\d+)", output)
    cases = int(generated.group(1)) if generated else 0
    operations = int(selected.group(2)) if selected else 0
    check.figure("generated_cases", cases)
    check.figure("operations_tested", f"{tested.group(1) if tested else 0} of {operations}")
    check.figure("schemathesis_exit", result.returncode)
    check.expect(result.returncode == 0, "schemathesis reported failures:\n" + output[-3000:])
    check.expect(cases >= size["minimum_cases"], f"only {cases} cases generated, at least {size['minimum_cases']} wanted")
    check.expect(tested and int(tested.group(1)) == operations - 1,
                 "schemathesis did not test every operation but the event stream and the document")
    document = request(target.port, "GET", "/api/openapi.json")
    check.expect(document.status == 200 and document.header("content-type").startswith("application/json")
                 and document.json()["openapi"].startswith("3.1"), "GET /api/openapi.json is not an OpenAPI 3.1 document")
