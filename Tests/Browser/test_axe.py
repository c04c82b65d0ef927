"""axe-core (bundled by axe-selenium-python) audits every page: the playground in all its views
(all scenes, focus mode, a phone), with a lesson shown and replay open, the lab, and both as a
viewer follows them in share mode. Any violation fails the test, with axe's own report."""
from axe_selenium_python import Axe
from selenium.webdriver.common.by import By

from playground_page import PlaygroundPage
from test_lab import LabPage


def audit(driver, name):
    """Runs axe-core over the page shown; fails on any violation."""
    axe = Axe(driver)
    axe.inject()
    results = axe.run()
    assert results["passes"], f"{name}: axe checked nothing"
    assert results["violations"] == [], f"{name}: {axe.report(results['violations'])}"


def test_the_playground_in_every_view(page, driver, api, viewport):
    lesson = api.get("/api/lessons")["lessons"][0]["id"]
    audit(driver, "playground")
    page.choose_lesson(lesson)
    driver.find_element(By.ID, "replay-toggle").click()
    audit(driver, "playground with a lesson and replay")
    page.open("#scene=progress&focus=1")
    audit(driver, "focus mode")
    with viewport(390, 844, mobile=True):
        page.open("#scene=color")
        audit(driver, "phone")


def test_focus_mode_on_the_cost_cards(page, driver, api, viewport):
    """Focus mode lays a cost card's tables out for a laptop (the redraws children in two lines
    each, the who-wins grid in fixed columns with its pressed cell): they keep their semantics."""
    with viewport(1920, 1080):
        page.open("#focus=1")
        for lesson in ("why-your-view-re-renders", "who-wins"):
            assert api.post("/api/lesson", {"lesson": lesson, "step": 1})[0] == 200
            page.wait_until(lambda d: page.lesson_position().startswith("Step 2 of"))
            page.lesson_button("Do it").click()
            page.wait_until(lambda d: page.lesson_panel().find_element(By.CSS_SELECTOR, ".lesson-status").text != "")
            audit(driver, f"focus mode on {lesson}")


def test_the_lab(driver, base_url):
    lab = LabPage(driver).open(base_url + "lab.html")
    lab.wait_for_expression("$value[convert: .to(Double.self)]")
    lab.write(f"{lab.lab_id()}.chain", "0.5")
    lab.wait_for_badge(f"{lab.lab_id()}.chain", "no animation")
    audit(driver, "lab")


def test_the_pages_a_viewer_follows(driver, shared_server):
    viewer = shared_server["presenter"].split("#", 1)[0]
    PlaygroundPage(driver, viewer).open()
    audit(driver, "viewer's playground")
    LabPage(driver).open(viewer + "lab.html")
    audit(driver, "viewer's lab")
