import logging

logger = logging.getLogger("trainer")


def log_scalar(name, value):
    logger.info("%s=%.4f", name, float(value))  # expect: JAX105
