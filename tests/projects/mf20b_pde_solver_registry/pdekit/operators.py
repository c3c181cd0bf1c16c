"""Centred differences on a padded array (one ghost cell each side)."""


def d1_central(u_pad, dx):
    return (u_pad[2:] - u_pad[:-2]) / (2 * dx)


def d2_central(u_pad, dx):
    return (u_pad[2:] - 2 * u_pad[1:-1] + u_pad[:-2]) / dx ** 2


def d1_upwind(u_pad, speed_positive, dx):
    back = (u_pad[1:-1] - u_pad[:-2]) / dx
    fwd = (u_pad[2:] - u_pad[1:-1]) / dx
    return back * speed_positive + fwd * (1 - speed_positive)
