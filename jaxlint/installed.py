"""An installed distribution's version, read without `importlib.metadata`.

Importing `importlib.metadata` (and the email parser it loads for METADATA files) costs about
25 ms, a tenth of a single-file lint's start-up. An installed wheel's folder already says its
version (`jax-0.10.2.dist-info`, PEP 427), so the first such folder on `sys.path`, found in the
order `importlib.metadata` searches, answers. Any other layout (an `.egg-info`, a zipped entry)
falls back to `importlib.metadata` itself.
"""

from __future__ import annotations

import os
import sys


def installed_version(distribution: str) -> str | None:
    prefix = distribution.replace("-", "_").lower() + "-"
    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        for name in names:
            lowered = name.lower()
            if not lowered.startswith(prefix):
                continue
            if lowered.endswith(".dist-info"):
                version = name[len(prefix):-len(".dist-info")]
                if version and "-" not in version:
                    return version
            if lowered.endswith((".egg-info", ".dist-info")):
                return _from_metadata(distribution)
    return _from_metadata(distribution)


def _from_metadata(distribution: str) -> str | None:
    import importlib.metadata

    try:
        return importlib.metadata.version(distribution)
    except (importlib.metadata.PackageNotFoundError, ValueError):
        return None
