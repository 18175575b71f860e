"""Rule references on the page ("(rules 2.1, 2.2)") open the rule they cite: a link into the rule book that the
server renders from docs/UIKIT-RULES.md, and the rule's text as a tooltip on hover and on keyboard focus."""

from selenium.webdriver.common.action_chains import ActionChains


def test_rule_references_in_misses_are_links_with_the_rule_as_tooltip(page):
    page.open("/?preset=overlapping-siblings&lang=en")
    page.touch(200, 320, expect_hit="frontCard")
    page.wait(lambda d: page.qa("#misses a.rule-ref"))
    links = page.qa("#misses a.rule-ref")
    numbers = {a.get_attribute("data-rule") for a in links}
    # "covered by frontCard … (rules 2.1, 2.2)": both numbers are links, and the sentence reads as before.
    assert {"2.1", "2.2"} <= numbers
    first = next(a for a in links if a.get_attribute("data-rule") == "2.1")
    assert first.get_attribute("href").endswith("/rules#rule-2.1")
    assert "(rules 2.1, 2.2)" in page.text("#misses")

    ActionChains(page.d).move_to_element(first).perform()
    page.wait(lambda d: page.q("#rule-tip").is_displayed() and "2.1" in page.q("#rule-tip").text)
    tip = page.q("#rule-tip").text
    assert len(tip) > 60  # the rule's text, not just its number

    # From the keyboard: focusing a reference shows its rule too.
    second = next(a for a in page.qa("#misses a.rule-ref") if a.get_attribute("data-rule") == "2.2")
    page.js("arguments[0].focus()", second)
    page.wait(lambda d: page.q("#rule-tip").text.startswith("2.2"))


def test_the_rule_book_page_opens_at_the_rule(page):
    page.d.get(page.server.url + "/rules#rule-1.3")  # the book is its own page, not the app (no body.ready)
    target = page.q('[id="rule-1.3"]')
    assert "alpha" in target.text
    # The browser scrolled to it: it is in the viewport.
    top = page.js("return arguments[0].getBoundingClientRect().top", target)
    assert 0 <= top < 900
    page.screenshot("rules-book-1.3")


def test_rule_tooltip_screenshot(page):
    page.open("/?preset=overlapping-siblings&lang=en")
    page.touch(200, 320, expect_hit="frontCard")
    page.wait(lambda d: page.qa("#misses a.rule-ref"))
    ActionChains(page.d).move_to_element(page.qa("#misses a.rule-ref")[0]).perform()
    page.wait(lambda d: page.q("#rule-tip").is_displayed())
    page.screenshot("rules-tooltip")
