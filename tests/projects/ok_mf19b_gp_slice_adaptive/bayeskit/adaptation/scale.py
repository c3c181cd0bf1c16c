"""Robbins-Monro adaptation of a log step size toward a target acceptance rate."""


def robbins_monro(log_scale, accept_prob, target, t, kappa=0.6):
    rate = (t + 1.0) ** (-kappa)
    return log_scale + rate * (accept_prob - target)
