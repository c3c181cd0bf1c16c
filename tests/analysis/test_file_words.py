"""The project searches' faster text tests answer exactly as the regular expressions they replace.

`file_words` answers "does this file spell one of these names as a whole word?" from the set of
the file's `\\w+` runs; `project._binds_at_column_0` tries its pattern only on the lines that
spell the name. Both are compared here with the whole-text regular expression on generated texts.
"""

from __future__ import annotations

import random
import re

import pytest

from jaxlint.analysis import file_words, module_text, project
from jaxlint.project_scan import _read

VOCABULARY = ["x", "f", "fn", "init_fn", "update_fn", "init", "_x", "x1", "1x", "é", "变量", "step", "Step",
              "jax", "jit", "a_b", "b_a", "λ"]
GLUE = [" ", ".", "(", ")", ",", "\n", "_", "=", "==", ": ", "#", "'", "\t", "*", "0", "é", "-", "\\"]


def _text(rng: random.Random) -> str:
    return "".join(rng.choice(VOCABULARY) + rng.choice(GLUE) for _ in range(rng.randrange(0, 40)))


def _names(rng: random.Random) -> tuple[str, ...]:
    return tuple(rng.choice(VOCABULARY) for _ in range(rng.randrange(1, 4)))


def _regex(names: tuple[str, ...]) -> re.Pattern:
    return re.compile(r"\b(?:" + "|".join(re.escape(n) for n in sorted(names)) + r")\b")


def test_a_word_set_answers_as_the_word_regex_does(tmp_path, monkeypatch):
    monkeypatch.setattr(file_words, "_WORDS", type(file_words._WORDS)())
    rng = random.Random(7)
    asked = 0
    for i in range(300):
        path = tmp_path / f"m{i}.py"
        text = _text(rng)
        path.write_text(text, encoding="utf-8")
        for _ in range(5):
            names = _names(rng)
            assert file_words.plain_words(names)
            word = _regex(names)
            expected = bool(word.search(text))
            assert project._spells(str(path), names, word, _read) is expected, (text, names)
            assert not file_words.words_of(str(path), _read).isdisjoint(names) is expected
            asked += 1
    assert asked == 1500


def test_a_rewritten_file_is_read_again(tmp_path, monkeypatch):
    monkeypatch.setattr(file_words, "_WORDS", type(file_words._WORDS)())
    path = tmp_path / "m.py"
    path.write_text("def init_fn(): pass\n", encoding="utf-8")
    assert project._spells(str(path), ("init_fn",), _regex(("init_fn",)), _read)
    path.write_text("def update_fn(): pass  # longer now\n", encoding="utf-8")
    assert not project._spells(str(path), ("init_fn",), _regex(("init_fn",)), _read)
    assert project._spells(str(path), ("update_fn",), _regex(("update_fn",)), _read)
    assert not project._spells(str(tmp_path / "gone.py"), ("x",), _regex(("x",)), _read)


def test_with_no_room_left_the_regex_answers(tmp_path, monkeypatch):
    monkeypatch.setattr(file_words, "_WORDS", type(file_words._WORDS)())
    monkeypatch.setattr(file_words, "MAX_FILES", 2)
    rng = random.Random(11)
    for i in range(20):
        path = tmp_path / f"m{i}.py"
        text = _text(rng)
        path.write_text(text, encoding="utf-8")
        names = _names(rng)
        assert project._spells(str(path), names, _regex(names), _read) is bool(_regex(names).search(text))
    assert len(file_words._WORDS) == 2
    assert file_words.words_of(str(tmp_path / "m5.py"), _read) is None


@pytest.mark.parametrize("names", [(), ("",), ("a.b",), ("x", "a-b"), ("x y",)])
def test_names_that_are_not_whole_words_go_to_the_regex(names):
    assert not file_words.plain_words(names)


def _old_defines(text: str, name: str) -> bool:
    word = re.escape(name)
    other = r"\*?\w+[ \t]*"
    return re.search(rf"^(?:async[ \t]+def|def|class)[ \t]+{word}\b|^{word}[ \t]*(?::[^=\n]*)?=(?!=)"
                     rf"|^\(?(?:{other},[ \t]*)*\*?{word}[ \t]*(?:,[ \t]*{other})*,?[ \t]*\)?[ \t]*=(?!=)",
                     text, re.M) is not None


LINES = ["{n} = 1", "{n}: int = 3", "{n} == 1", "a, {n} = f()", "(a, *{n}) = x", "{n}, b = g", "def {n}(x):",
         "class {n}:", "async def {n}():", "async  def {n}(): pass", "    {n} = 1", "from m import {n}",
         "x.{n} = 1", "{n}_other = 1", "other_{n} = 2", "{n} += 1", "{n}\t= 2", "# {n} = 1", "{n}", "=",
         "{n}: Dict[str, int]", "{n}: x = y == z", "a, b = {n}", "( {n} , b ) = c", "*{n}, = s"]


def test_binding_at_column_0_answers_as_the_whole_text_regex(tmp_path):
    rng = random.Random(3)
    for _ in range(2000):
        name = rng.choice(["f", "init_fn", "x", "é", "λ"])
        lines = [rng.choice(LINES).format(n=rng.choice([name, name, "f", "g"])) for _ in range(rng.randrange(0, 6))]
        text = rng.choice(["\n", "\r\n", "\n\n"]).join(lines) + rng.choice(["", "\n"])
        assert project._binds_at_column_0(text, name) is _old_defines(text, name), (text, name)
    assert project._binds_at_column_0("x = 1\n", "") is _old_defines("x = 1\n", "")


def test_a_texts_answer_is_kept_with_it():
    text = module_text.read("from m import f\nf = wrap(f)\n")
    assert project._defines(text, "f") and text.defines == {"f": True}
    assert not project._defines(text, "g") and text.defines == {"f": True, "g": False}
