"""English and Simplified Chinese: a toggle, remembered in localStorage, and ?lang=zh."""


def test_language_toggle_switches_and_is_remembered(page):
    page.open("/?preset=seed-demo&lang=en")
    page.touch(40, 100, expect_hit="redView")
    assert page.text("#tab-tree") == "Views"

    page.q("[data-lang='zh']").click()
    page.wait(lambda d: page.js("return document.documentElement.lang") == "zh-CN")
    assert page.text("#tab-tree") == "视图"
    assert page.text("#touch-title") == "触摸"
    assert "hitTest" in page.text("#result")  # code names stay as they are
    assert page.js("return localStorage.getItem('hittrace.lang')") == "zh"
    # Dynamic text follows: the step narration and the "why" box are in Chinese too.
    page.q("#replay-forward").click()
    assert "调用" in page.text("#step-narration")
    page.tree_row("yellowView").click()
    assert page.text("#why .why-text") == "触摸点在这个视图之外。"
    # The preset menu shows the Chinese titles.
    assert "原文示例" in page.text("#preset-select")

    # Remembered across a reload without ?lang.
    page.open("/?preset=seed-demo")
    assert page.text("#tab-tree") == "视图"

    page.q("[data-lang='en']").click()
    page.wait(lambda d: page.text("#tab-tree") == "Views")
    assert page.js("return localStorage.getItem('hittrace.lang')") == "en"


def test_lang_parameter_selects_chinese(page):
    page.open("/?preset=seed-demo&lang=zh")
    assert page.text("#tab-tree") == "视图"
    assert page.q("[data-lang='zh']").get_attribute("aria-pressed") == "true"
    page.open("/?preset=seed-demo&lang=en")
    assert page.text("#tab-tree") == "Views"
