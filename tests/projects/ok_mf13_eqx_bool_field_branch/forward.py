def forward(model, x):
    y = model.w @ x
    if model.use_bias:
        y = y + model.b
    return y
