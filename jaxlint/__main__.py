"""`python -m jaxlint` is the `jaxlint` command."""

import sys

from jaxlint.cli import main

sys.exit(main())
