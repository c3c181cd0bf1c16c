import io

import numpy as np

BUFFERS = {}


def save(name, params):
    buf = io.BytesIO()
    np.savez(buf, **params)  # expect: JAX501
    BUFFERS[name] = buf.getvalue()


def restore(name):
    with np.load(io.BytesIO(BUFFERS[name])) as data:
        return {k: data[k] for k in data.files}
