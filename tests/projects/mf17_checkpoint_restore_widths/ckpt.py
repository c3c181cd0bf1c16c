import json

import numpy as np


def save(path, params, meta):
    np.savez(path / "params.npz", **params)
    (path / "meta.json").write_text(json.dumps(meta))


def restore(path):
    with np.load(path / "params.npz") as data:
        params = {k: data[k] for k in data.files}
    meta = json.loads((path / "meta.json").read_text())
    return params, meta
