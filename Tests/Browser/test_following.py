"""A page of the room follows a drag live, and cheaply: it re-reads the dragged scene's
values alone, throttled, never every scene.

The presenter is the API (as another page or curl would be); this page is one of the room.
"""
import time

import pytest

pytestmark = pytest.mark.usefixtures("console")

WRITES = 40
INTERVAL_SECONDS = 0.025  # about 30 writes a second, for over a second
READ_INTERVAL_SECONDS = 0.08  # sync.js: at most one round of reads per 80 ms


def api_reads(driver):
    """The paths of the API reads the page made since the last clear, in order."""
    return driver.execute_script("""
        return performance.getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith("/api/") && path !== "/api/events");
    """)


def test_the_twins_follow_a_drag_from_elsewhere_by_reading_that_scene_alone(page, api, driver):
    driver.execute_script("performance.setResourceTimingBufferSize(10000); performance.clearResourceTimings();")
    twin_during = []
    started = time.monotonic()
    for number in range(WRITES):
        status, _ = api.post("/api/bindings/progress.mapped", {"value": round(0.3 + 0.01 * number, 2)})
        assert status == 200
        twin_during.append(float(page.control("progress.rebuilt").get_attribute("value")))
        time.sleep(INTERVAL_SECONDS)
    seconds = time.monotonic() - started
    last = round(0.3 + 0.01 * (WRITES - 1), 2)
    page.wait_until(lambda d: float(page.control("progress.rebuilt").get_attribute("value")) == pytest.approx(last))

    assert max(twin_during[:-WRITES // 4]) > 0.4, "the twin did not follow before the drag ended"
    reads = api_reads(driver)
    assert reads and set(reads) == {"/api/scenes/progress/values"}, f"reads other than the dragged scene's values: {reads}"
    assert 2 <= len(reads) <= seconds / READ_INTERVAL_SECONDS + 3, f"{len(reads)} reads for {WRITES} writes"
