// checks.swift
