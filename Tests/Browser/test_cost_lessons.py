"""Lessons about the cost cards, played on the main page: a step about the redraw tree or the
who-wins grid opens that card, scrolls to it and marks its children or rows, and "Do it" (a click
or the keyboard) ticks the tree or performs the cell; a viewer in share mode follows the step and
what it did. Projector view shows the card the step is about. The lab shows the redraw counts of
its chain and twins."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from playground_page import another_window
from test_lab import LabPage


def runs(driver):
    return driver.execute_script("""
        return Object.fromEntries([...document.querySelectorAll("#redraws-children tbody tr")]
          .map((row) => [row.dataset.child, Number(row.querySelector("td.runs").textContent)]));
    """)


def marked(driver, card, key):
    return [row.get_attribute(f"data-{key}") for row in driver.find_elements(By.CSS_SELECTOR, f"#{card} tbody tr.lesson-highlight")]


def in_view(driver, element):
    return driver.execute_script("""
        const box = arguments[0].getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
    """, element)


def status(page):
    return page.lesson_panel().find_element(By.CSS_SELECTOR, ".lesson-status").text


def test_the_redraws_lesson_ticks_the_tree_and_marks_which_child_ran(page, driver, api, screenshot):
    api.post("/api/costs/redraws/tick", {"ticks": 3})
    page.choose_lesson("why-your-view-re-renders")
    card = driver.find_element(By.ID, "redraws")
    assert "lesson-scene" in card.get_attribute("class")
    assert "not SwiftUI" in page.lesson_panel().text
    page.lesson_button("Do it").click()
    page.wait_until(lambda d: api.get("/api/costs/redraws")["counter"] == 0, "the tree was not reset")
    page.wait_until(lambda d: "started the tree again" in status(page))

    # The page keys move the lesson; "Do it" is a button the keyboard presses.
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.PAGE_DOWN)
    page.wait_until(lambda d: page.lesson_position() == "Step 2 of 5: One tick")
    page.wait_until(lambda d: marked(d, "redraws", "child") == ["mapped", "getSet"], "the step's children are not marked")
    do_it = page.lesson_button("Do it")
    driver.execute_script("arguments[0].focus()", do_it)
    do_it.send_keys(Keys.ENTER)
    page.wait_until(lambda d: runs(d) == {"mapped": 1, "inline": 1, "getSet": 2, "converted": 2, "freshID": 2},
                    f"the counts after one tick: {runs(driver)}")
    assert "ticked once" in status(page)
    # The marks survive the rows being rebuilt by the tick, and the card is where the learner looks.
    assert marked(driver, "redraws", "child") == ["mapped", "getSet"]
    page.wait_until(lambda d: in_view(d, d.find_element(By.CSS_SELECTOR, '#redraws tr[data-child="mapped"]')), "the marked row is out of view")
    screenshot("lesson-redraws")
    reason = driver.find_element(By.CSS_SELECTOR, '#redraws tr[data-child="getSet"] td.reason').text
    assert reason.startswith("body ran: Closure#") and " != Closure#" in reason

    page.lesson_button("Next lesson step").click()
    page.lesson_button("Next lesson step").click()
    page.wait_until(lambda d: page.lesson_position() == "Step 4 of 5: A timed run")
    page.lesson_button("Do it").click()
    page.wait_until(lambda d: runs(d) == {"mapped": 1, "inline": 1, "getSet": 31, "converted": 31, "freshID": 31},
                    f"the counts after a fresh start and 30 ticks: {runs(driver)}")
    page.lesson_button("Next lesson step").click()
    page.wait_until(lambda d: "Self._printChanges()" in page.lesson_panel().text)
    assert page.lesson_button("Do it").get_attribute("hidden") is not None


def test_the_who_wins_lesson_performs_its_cells_and_marks_the_conflicting_rows(page, driver, api):
    page.choose_lesson("who-wins")
    assert marked(driver, "who-wins", "source") == ["animation"]
    page.lesson_button("Do it").click()
    page.wait_until(lambda d: d.find_element(By.ID, "who-wins-result").get_attribute("data-cell") == "animation/mapped")
    assert driver.find_element(By.ID, "who-wins-result").get_attribute("data-motion") == "glide"
    for _ in range(3):
        page.lesson_button("Next lesson step").click()
    page.wait_until(lambda d: page.lesson_position() == "Step 4 of 6: Where UIBinding differs")
    page.wait_until(lambda d: marked(d, "who-wins", "source") == ["animation+withTransaction"])
    page.lesson_button("Do it").click()
    page.wait_until(lambda d: d.find_element(By.ID, "who-wins-result").get_attribute("data-cell") == "animation+withTransaction/mapped")
    assert "replaces the binding's whole" in driver.find_element(By.ID, "who-wins-uibinding").text
    assert "UIBinding" in page.lesson_panel().text
    page.wait_until(lambda d: in_view(d, d.find_element(By.CSS_SELECTOR, '#who-wins tr[data-source="animation+withTransaction"]')))
    # Ending the lesson clears the marks.
    page.lesson_button("End the lesson on every page").click()
    page.wait_until(lambda d: not marked(d, "who-wins", "source") and "lesson-scene" not in d.find_element(By.ID, "who-wins").get_attribute("class"))


def test_projector_view_focus_mode_and_a_phone_show_the_card_the_step_is_about(page, driver, viewport, screenshot):
    page.choose_lesson("who-wins")
    driver.find_element(By.TAG_NAME, "body").send_keys("p")
    page.wait_until(lambda d: "projector" in d.find_element(By.TAG_NAME, "html").get_attribute("class"))
    assert driver.find_element(By.ID, "who-wins").is_displayed()
    assert not driver.find_element(By.ID, "redraws").is_displayed()
    assert not driver.find_element(By.ID, "scenes").is_displayed()
    screenshot("lesson-who-wins-projector")
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
    page.lesson_button("End the lesson on every page").click()
    page.wait_until(lambda d: not page.lesson_panel().is_displayed())

    # Focus mode (a projector's one-scene view) shows the card in place of the scene.
    with viewport(1280, 720):
        page.open("#scene=progress&focus=1")
        page.choose_lesson("why-your-view-re-renders")
        page.wait_until(lambda d: d.find_element(By.ID, "redraws").is_displayed(), "focus mode hides the card")
        assert not driver.find_element(By.ID, "scenes").is_displayed()
        assert not driver.find_element(By.ID, "who-wins").is_displayed()
        # The card scrolls in its own box, under the lesson panel: a step's marked child comes into that box.
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.PAGE_DOWN)
        page.wait_until(lambda d: page.lesson_position() == "Step 2 of 5: One tick")
        page.wait_until(lambda d: d.execute_script("""
            const row = document.querySelector('#redraws tr[data-child="mapped"]').getBoundingClientRect();
            const box = document.getElementById("costs").getBoundingClientRect();
            return row.top >= box.top - 1 && row.bottom <= box.bottom + 1;
        """), "the marked child is out of the card's box")
        assert page.lesson_panel().is_displayed()
        screenshot("lesson-redraws-focus")
        page.lesson_button("End the lesson on every page").click()
        page.wait_until(lambda d: d.find_element(By.ID, "scenes").is_displayed(), "the scene did not come back")

    with viewport(390, 844, mobile=True):
        page.open()
        # On a phone a cost card starts closed; a step about it opens it and scrolls to it.
        driver.execute_script("localStorage.clear()")
        page.open()
        assert driver.find_element(By.ID, "redraws-body").get_attribute("hidden") is not None
        page.choose_lesson("why-your-view-re-renders")
        page.wait_until(lambda d: d.find_element(By.ID, "redraws-body").get_attribute("hidden") is None, "the card stayed closed")
        page.wait_until(lambda d: in_view(d, d.find_element(By.ID, "redraws")), "the card is out of view")
        page.lesson_button("Do it").click()
        page.wait_until(lambda d: "started the tree again" in status(page))


def test_a_viewer_follows_the_cost_lessons_in_share_mode(driver, shared_server):
    with another_window(driver, shared_server["presenter"]) as (presenter, show_presenter):
        with another_window(driver, shared_server["viewer"]) as (viewer, show_viewer):
            show_presenter()
            presenter.choose_lesson("why-your-view-re-renders")
            presenter.lesson_button("Next lesson step").click()
            presenter.wait_until(lambda d: presenter.lesson_position() == "Step 2 of 5: One tick")
            presenter.lesson_button("Do it").click()
            presenter.wait_until(lambda d: runs(d)["getSet"] == 2)

            show_viewer()
            viewer.wait_until(lambda d: viewer.lesson_position() == "Step 2 of 5: One tick")
            viewer.wait_until(lambda d: runs(d) == {"mapped": 1, "inline": 1, "getSet": 2, "converted": 2, "freshID": 2},
                              f"the viewer's counts: {runs(driver)}")
            assert marked(driver, "redraws", "child") == ["mapped", "getSet"]
            assert "lesson-scene" in driver.find_element(By.ID, "redraws").get_attribute("class")
            assert not viewer.lesson_button("Do it").is_enabled()

            show_presenter()
            presenter.choose_lesson("who-wins")
            for _ in range(3):
                presenter.lesson_button("Next lesson step").click()
            presenter.wait_until(lambda d: presenter.lesson_position().startswith("Step 4 of 6"))
            presenter.lesson_button("Do it").click()

            show_viewer()
            viewer.wait_until(lambda d: viewer.lesson_position() == "Step 4 of 6: Where UIBinding differs")
            viewer.wait_until(lambda d: d.find_element(By.ID, "who-wins-result").get_attribute("data-cell") == "animation+withTransaction/mapped")
            assert marked(driver, "who-wins", "source") == ["animation+withTransaction"]
            show_presenter()


def lab_runs(driver):
    return driver.execute_script("""
        return Object.fromEntries([...document.querySelectorAll("#lab-redraws-children tbody tr")]
          .map((row) => [row.dataset.part, Number(row.querySelector("td.runs").textContent)]));
    """)


def test_a_lab_binding_shows_the_redraw_counts_of_its_chain_and_twins(driver, base_url, screenshot):
    lab = LabPage(driver).open(base_url + "lab.html")
    lab.wait_for_expression("$value[convert: .to(Double.self)]")
    lab.wait_until(lambda d: lab_runs(d) == {"chain": 1, "closure": 11, "converted": 11}, f"the lab's counts: {lab_runs(driver)}")
    section = driver.find_element(By.ID, "lab-redraws")
    assert "it is not SwiftUI" in section.text
    assert driver.find_element(By.CSS_SELECTOR, '#lab-redraws tr[data-part="chain"] td.reason').text == "inputs equal: skipped"
    assert " != Closure#" in driver.find_element(By.CSS_SELECTOR, '#lab-redraws tr[data-part="closure"] td.reason').text
    button = section.find_element(By.CSS_SELECTOR, 'button[data-ticks="30"]')
    button.send_keys(Keys.ENTER)
    lab.wait_until(lambda d: lab_runs(d) == {"chain": 1, "closure": 31, "converted": 31})
    assert button.get_attribute("aria-pressed") == "true"
    assert "30 ticks: the parent's body ran 31 times." in section.text
    driver.execute_script("arguments[0].scrollIntoView()", section)
    screenshot("lab-redraws")


@pytest.mark.parametrize("width,height", [(1920, 1080), (1366, 900)], ids=["1920x1080", "1366x900"])
def test_in_focus_mode_the_who_wins_grid_fits_and_the_performed_row_is_in_view(page, driver, api, viewport, width, height):
    """On a projector the grid's four columns show without scrolling sideways (the transaction log,
    which a cost card never writes to, steps aside), and the step's last row, the one its Do it
    performs, comes into the card's box."""
    with viewport(width, height):
        page.open("#scene=progress&focus=1")
        steps = api.get("/api/lessons/who-wins")["steps"]
        last = len(steps) - 1
        assert api.post("/api/lesson", {"lesson": "who-wins", "step": last})[0] == 200
        page.wait_until(lambda d: page.lesson_position().startswith(f"Step {last + 1} of"))
        grid = driver.find_element(By.CSS_SELECTOR, "#who-wins .table-scroll")
        page.wait_until(lambda d: grid.is_displayed(), "focus mode hides the grid")
        assert not driver.find_element(By.CSS_SELECTOR, ".log-panel").is_displayed()
        assert driver.execute_script("return arguments[0].scrollWidth <= arguments[0].clientWidth + 1", grid), \
            "the grid scrolls sideways"
        performed = steps[last]["perform"][0]["whoWins"]["source"]
        page.wait_until(lambda d: d.execute_script("""
            const row = document.querySelector(`#who-wins tr[data-source="${arguments[0]}"]`).getBoundingClientRect();
            const box = document.getElementById("costs").getBoundingClientRect();
            return row.top >= box.top - 1 && row.bottom <= box.bottom + 1;
        """, performed), "the performed row is out of the card's box")


def test_in_focus_mode_the_scene_bar_names_the_cost_card_and_its_scene_buttons_wait(page, driver, viewport):
    with viewport(1920, 1080):
        page.open("#scene=rows&focus=1")
        position = driver.find_element(By.ID, "scene-position")
        page.wait_until(lambda d: position.text.startswith("Scene "))
        page.choose_lesson("who-wins")
        page.wait_until(lambda d: d.find_element(By.ID, "who-wins").is_displayed(), "focus mode hides the card")
        page.wait_until(lambda d: position.text.startswith("Cost card: Who wins"), f"the scene bar says {position.text!r}")
        assert "Scene " not in position.text
        for button in ["scene-previous", "scene-next", "scene-menu-button"]:
            assert not driver.find_element(By.ID, button).is_enabled(), f"{button} is enabled on a cost-card step"
        page.lesson_button("End the lesson on every page").click()
        page.wait_until(lambda d: position.text.startswith("Scene "), "the scene bar never named the scene again")
        assert driver.find_element(By.ID, "scene-previous").is_enabled()
        assert driver.find_element(By.ID, "scene-menu-button").is_enabled()


def test_the_cost_lessons_say_what_the_room_sees_in_its_words(page, driver, api):
    # The who-wins status names the binding and the transaction as code, not the grid's ids.
    page.choose_lesson("who-wins")
    page.lesson_button("Do it").click()
    page.wait_until(lambda d: status(page).startswith("Done"))
    assert "from animation through mapped" not in status(page)
    assert "wrote 0.75 through $progress[convert: .to(Double.self)], transaction from binding.animation(.easeIn)" in status(page)
    # Step 5's "Look for" starts with the cell its Do it runs, which glides.
    for _ in range(4):
        page.lesson_button("Next lesson step").click()
    page.wait_until(lambda d: page.lesson_position() == "Step 5 of 6: The other conflicting pair")
    page.lesson_button("Do it").click()
    page.wait_until(lambda d: d.find_element(By.ID, "who-wins-result").get_attribute("data-cell") == "noAnimations+withAnimation/mapped")
    assert driver.find_element(By.ID, "who-wins-result").get_attribute("data-motion") == "glide"
    assert page.lesson_panel().find_element(By.CSS_SELECTOR, ".lesson-look").text.split(": ", 1)[1].startswith("The bar glides")

    # The redraws lesson: a first render does not read "body ran: first render: body runs", and
    # step 4's count holds however often step 2's Do it was pressed.
    page.choose_lesson("why-your-view-re-renders")
    page.lesson_button("Do it").click()
    page.wait_until(lambda d: api.get("/api/costs/redraws")["counter"] == 0)
    page.wait_until(lambda d: "started the tree again" in status(page))
    reason = driver.find_element(By.CSS_SELECTOR, '#redraws tr[data-child="mapped"] td.reason').text
    assert "body ran: first render" not in reason, reason
    page.lesson_button("Next lesson step").click()
    page.wait_until(lambda d: page.lesson_position() == "Step 2 of 5: One tick")
    for count in (1, 2):
        page.lesson_button("Do it").click()
        page.wait_until(lambda d: api.get("/api/costs/redraws")["counter"] == count)
    page.lesson_button("Next lesson step").click()
    page.lesson_button("Next lesson step").click()
    page.wait_until(lambda d: page.lesson_position() == "Step 4 of 5: A timed run")
    page.lesson_button("Do it").click()
    page.wait_until(lambda d: api.get("/api/costs/redraws")["counter"] == 30)
    runs_said = api.get("/api/costs/redraws")["parentBodyRuns"]
    assert f"The parent ran {runs_said} times" in page.lesson_panel().text
