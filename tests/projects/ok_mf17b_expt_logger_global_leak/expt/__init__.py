"""Experiment scaffolding: a metrics logger, a jitted step and a training loop."""
