"""Built front-end files: read when built, a clear error naming the fix when not."""

import pytest

from gamesearch import assets
from gamesearch.errors import FrontEndMissingError


def test_a_file_that_was_never_built_names_the_command_that_builds_it():
    with pytest.raises(FrontEndMissingError, match=r"make setup.*npm ci && npm run build"):
        assets.asset("no-such-file.js")


def test_inline_scripts_cannot_be_ended_by_their_own_text():
    script = assets.inline_script('const s = "</script><!-- x";', 'data-x="1"')
    assert script.startswith('<script data-x="1">') and script.endswith("</script>")
    inner = script[len('<script data-x="1">') : -len("</script>")]
    assert "</script" not in inner.lower() and "<!--" not in inner
    assert 'const s = "<\\/script><\\!-- x";' in inner
