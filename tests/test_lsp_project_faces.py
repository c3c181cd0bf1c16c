"""The language server's face of every multi-module project in tests/projects: open each file in
the editor (one server per project, files in name order, so a traced module is often opened
before the module applying the transform) and the diagnostics it publishes are exactly the
file's marked lines, as `check` on the folder reports them (KNOWN_MISSES left out, as there).
Slow (one server per project, several minutes in all): marked `slow`, run by .ci/run after the
default run."""

from __future__ import annotations

import shutil

import pytest

pytest_lsp = pytest.importorskip("pytest_lsp")
from pytest_lsp import LanguageClient  # noqa: E402

from tests.analysis.test_projects import CASES, PROJECTS, _expected  # noqa: E402
from tests.test_lsp import CONFIG, _start, open_doc, wait_for  # noqa: E402

pytestmark = pytest.mark.slow


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient, tmp_path, name):
    shutil.copytree(PROJECTS / name, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__"))
    await _start(lsp_client, tmp_path / name, "visual-studio-code")
    yield
    await lsp_client.shutdown_session()


@pytest.mark.asyncio
@pytest.mark.parametrize("name", CASES)
async def test_opening_each_file_shows_its_marked_lines(client: LanguageClient, tmp_path, name):
    root, found = tmp_path / name, set()
    for path in sorted(root.rglob("*.py")):
        uri = path.as_uri()
        open_doc(client, uri, path.read_text())
        for diagnostic in await wait_for(client, uri, 1, timeout=120):
            found.add((path.relative_to(root).as_posix(), diagnostic.range.start.line + 1, diagnostic.code))
    assert found == _expected(root, alone=True)  # the editor lints the opened file
