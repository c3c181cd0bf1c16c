import logging

import jax

logger = logging.getLogger("trainer")


def log_scalar(name, value):
    jax.debug.callback(lambda v: logger.info("%s=%.4f", name, float(v)), value)
