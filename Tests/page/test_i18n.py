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


def test_a_notice_shown_is_said_again_in_the_new_language(page):
    # Share's notice ("Link copied" or "The link is in the address bar"), then the page switched to Chinese while
    # it is still shown: the notice says it in Chinese, not in the language it was first said in.
    page.open("/?preset=seed-demo&lang=en")
    page.touch(40, 100, expect_hit="redView")
    page.q("#share-button").click()
    page.wait(lambda d: page.q("#toast").is_displayed(), message="no notice after Share")
    english = page.text("#toast")
    assert english in ("Link copied to the clipboard.", "The link is in the address bar."), english
    page.q("[data-lang='zh']").click()
    page.wait(lambda d: page.js("return document.documentElement.lang") == "zh-CN")
    assert page.q("#toast").is_displayed()
    assert page.text("#toast") in ("链接已复制到剪贴板。", "链接已在地址栏中。"), page.text("#toast")
